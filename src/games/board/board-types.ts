/** Board vocabulary: spaces and routes. */

export type AgentSeat = "red" | "yellow" | "green" | "blue";
export type SpaceId = string;
export type SpaceKind = "plain" | "start" | "numbered" | "embassy";
export type RouteKind = "land" | "water";

export interface Space {
  readonly id: SpaceId;
  readonly x: number;
  readonly y: number;
  readonly kind: SpaceKind;
  /** Start spaces only: the seat whose figures start here. */
  readonly color?: AgentSeat;
  /** Numbered (mission) spaces only: 1–8. */
  readonly number?: number;
}

export interface BoardData {
  readonly width: number;
  readonly height: number;
  readonly spaces: readonly Space[];
  readonly land: readonly (readonly [SpaceId, SpaceId])[];
  readonly water: readonly (readonly [SpaceId, SpaceId])[];
}
