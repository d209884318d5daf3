/**
 * The guided first game, built in: `<inkognito-game scenario="tutorial">`. A narrated scenario whose
 * steps wait for the player (`expect`), explain a mistake (`mistake`) and carry the story on with
 * their `example` when narrated. Red is Lord Fiddlebottom; blue is Colonel Bubble, the partner.
 */
import type { Scenario } from "./scenario.js";

export const TUTORIAL: Scenario = {
  "title": {
    "en": "Tutorial: your first game"
  },
  "description": {
    "en": "A guided first game: roll, move by land and by water, meet, ask, answer, read the notebook, decode your mission from the passport, and declare."
  },
  "players": 4,
  "seed": "tutorial",
  "deal": {
    "red": {
      "identity": "F",
      "build": "fat",
      "mission": "D"
    },
    "yellow": {
      "identity": "Z",
      "build": "short",
      "mission": "A"
    },
    "green": {
      "identity": "X",
      "build": "tall",
      "mission": "C"
    },
    "blue": {
      "identity": "B",
      "build": "thin",
      "mission": "B"
    }
  },
  "placement": {
    "red": {
      "tall": "s2",
      "short": "s27",
      "fat": "s31",
      "thin": "s52"
    },
    "yellow": {
      "tall": "s5",
      "short": "s12",
      "fat": "s21",
      "thin": "s44"
    },
    "green": {
      "tall": "s14",
      "short": "s24",
      "fat": "s35",
      "thin": "s55"
    },
    "blue": {
      "tall": "s13",
      "short": "s20",
      "fat": "s38",
      "thin": "s41"
    }
  },
  "positions": {
    "green-tall": "s22"
  },
  "first": "red",
  "rolls": [
    [
      "orange",
      "lightBlue",
      "white"
    ],
    [
      "white",
      "white",
      "white"
    ],
    [
      "orange",
      "white",
      "white"
    ],
    [
      "white",
      "white",
      "white"
    ],
    [
      "white",
      "orange",
      "lightBlue"
    ]
  ],
  "steps": [
    {
      "caption": {
        "en": "Welcome to Venice! You play red: you are Lord Fiddlebottom, a spy whose true figure is the fat one. Somewhere at this table sits your partner, Colonel Bubble. Find out who it is, decode your shared mission, and declare it. Press Next."
      },
      "highlight": {
        "figures": [
          "red-fat"
        ]
      }
    },
    {
      "caption": {
        "en": "Each turn begins with the Phantom. Roll it: press \"Roll the Phantom\" in the bar above the board."
      },
      "expect": {
        "type": "roll"
      },
      "example": [
        {
          "type": "roll",
          "seat": "red"
        }
      ],
      "mistake": {
        "en": "roll the Phantom first, with the \"Roll the Phantom\" button above the board."
      }
    },
    {
      "caption": {
        "en": "You rolled orange, light-blue and white. Orange moves one of your figures one step by land. Choose the orange ball, then your fat figure (on your red start space), then the marked space."
      },
      "expect": {
        "type": "move",
        "ball": 0,
        "figure": "red-fat",
        "to": "s39"
      },
      "example": [
        {
          "type": "move",
          "seat": "red",
          "ball": 0,
          "figure": "red-fat",
          "to": "s39"
        }
      ],
      "mistake": {
        "en": "use the orange ball on your fat figure and walk it along the land route to the marked space."
      },
      "highlight": {
        "spaces": [
          "s39"
        ],
        "figures": [
          "red-fat"
        ]
      }
    },
    {
      "caption": {
        "en": "Light-blue moves a figure one step by water. Choose the light-blue ball, then your fat figure, and cross the water to the blue start space, where a blue figure stands."
      },
      "expect": {
        "type": "move",
        "ball": 1,
        "figure": "red-fat",
        "to": "s41"
      },
      "example": [
        {
          "type": "move",
          "seat": "red",
          "ball": 1,
          "figure": "red-fat",
          "to": "s41"
        }
      ],
      "mistake": {
        "en": "use the light-blue ball on your fat figure and cross the water to the marked blue start space."
      },
      "highlight": {
        "spaces": [
          "s41"
        ],
        "figures": [
          "red-fat",
          "blue-thin"
        ]
      }
    },
    {
      "caption": {
        "en": "You need not use every ball. Your figure now shares a space with a blue figure: that is a meeting. Press \"End movement\"."
      },
      "expect": {
        "type": "endMovement"
      },
      "example": [
        {
          "type": "endMovement",
          "seat": "red"
        }
      ],
      "mistake": {
        "en": "press \"End movement\": the white ball may stay unused."
      },
      "highlight": {
        "figures": [
          "red-fat",
          "blue-thin"
        ]
      }
    },
    {
      "caption": {
        "en": "Meet: question the blue player. In the meeting card, ask about identity: blue must show 2 identity cards and 1 build card, at least one of them true."
      },
      "expect": {
        "type": "ask",
        "kind": "identity"
      },
      "example": [
        {
          "type": "ask",
          "seat": "red",
          "own": "red-fat",
          "met": "blue-thin",
          "kind": "identity"
        }
      ],
      "mistake": {
        "en": "ask the blue figure about identity, in the meeting card beside the board."
      },
      "highlight": {
        "figures": [
          "red-fat",
          "blue-thin"
        ]
      }
    },
    {
      "caption": {
        "en": "Blue shows you Colonel Bubble, Lord Fiddlebottom and a grey mission card with the letter B. You are Lord Fiddlebottom, so that card is false: blue is Colonel Bubble, your partner! After a question you send the met figure away: choose the marked space."
      },
      "actions": [
        {
          "type": "answer",
          "seat": "blue",
          "cards": [
            "B",
            "F",
            "grey-mission"
          ]
        }
      ],
      "expect": {
        "type": "expel",
        "to": "s43"
      },
      "example": [
        {
          "type": "expel",
          "seat": "red",
          "to": "s43"
        }
      ],
      "mistake": {
        "en": "send the blue figure to the marked space (any free space without a number would do, but this tutorial needs that one)."
      },
      "highlight": {
        "spaces": [
          "s43"
        ]
      }
    },
    {
      "caption": {
        "en": "All meetings are resolved. Press \"End turn\"."
      },
      "expect": {
        "type": "endTurn"
      },
      "example": [
        {
          "type": "endTurn",
          "seat": "red"
        }
      ],
      "mistake": {
        "en": "press \"End turn\" in the bar above the board."
      }
    },
    {
      "caption": {
        "en": "Yellow plays, then green walks onto your short figure and asks you about build. Answer: choose 2 build cards and 1 identity card, at least one of them true (your true cards are Fat and Lord Fiddlebottom), then press Show."
      },
      "actions": [
        {
          "type": "roll",
          "seat": "yellow"
        },
        {
          "type": "endMovement",
          "seat": "yellow"
        },
        {
          "type": "endTurn",
          "seat": "yellow"
        },
        {
          "type": "roll",
          "seat": "green"
        },
        {
          "type": "move",
          "seat": "green",
          "ball": 0,
          "figure": "green-tall",
          "to": "s27"
        },
        {
          "type": "endMovement",
          "seat": "green"
        },
        {
          "type": "ask",
          "seat": "green",
          "own": "green-tall",
          "met": "red-short",
          "kind": "build"
        }
      ],
      "expect": {
        "type": "answer",
        "seat": "red"
      },
      "example": [
        {
          "type": "answer",
          "seat": "red",
          "cards": [
            "fat",
            "tall",
            "Z"
          ]
        }
      ],
      "mistake": {
        "en": "show 2 build cards and 1 identity card, and let at least one of them be true: Fat or Lord Fiddlebottom."
      }
    },
    {
      "caption": {
        "en": "Green sends your short figure away and blue plays. Your turn again. Everything shown to you and by you is kept in your notebook: open the Notebook tab."
      },
      "actions": [
        {
          "type": "expel",
          "seat": "green",
          "to": "s26"
        },
        {
          "type": "endTurn",
          "seat": "green"
        },
        {
          "type": "roll",
          "seat": "blue"
        },
        {
          "type": "endMovement",
          "seat": "blue"
        },
        {
          "type": "endTurn",
          "seat": "blue"
        }
      ],
      "expect": {
        "ui": "notebook"
      },
      "mistake": {
        "en": "open the Notebook tab beside the board (Tab to the tabs, then the arrow keys)."
      }
    },
    {
      "caption": {
        "en": "The notebook shows blue's answer: Colonel Bubble, Lord Fiddlebottom and mission card B. Now decode your mission: open the Passport tab."
      },
      "expect": {
        "ui": "passport"
      },
      "mistake": {
        "en": "open the Passport tab beside the board."
      }
    },
    {
      "caption": {
        "en": "The passport gives each pair of mission letters a mission. Yours is D, Colonel Bubble's is B: D with B reads \"Bubble's and Fiddlebottom's true figures on the same space\". Bubble's true figure is the thin blue one (blue would tell you if you asked about build). Roll the Phantom."
      },
      "expect": {
        "type": "roll"
      },
      "example": [
        {
          "type": "roll",
          "seat": "red"
        }
      ],
      "mistake": {
        "en": "roll the Phantom first."
      },
      "highlight": {
        "figures": [
          "blue-thin",
          "red-fat"
        ]
      }
    },
    {
      "caption": {
        "en": "Bring your fat figure onto blue's thin figure: choose a ball that crosses water (light-blue or white), your fat figure, then the marked space."
      },
      "expect": {
        "type": "move",
        "figure": "red-fat",
        "to": "s43"
      },
      "example": [
        {
          "type": "move",
          "seat": "red",
          "ball": 0,
          "figure": "red-fat",
          "to": "s43"
        }
      ],
      "mistake": {
        "en": "move your fat figure across the water onto the thin blue figure, on the marked space."
      },
      "highlight": {
        "spaces": [
          "s43"
        ],
        "figures": [
          "red-fat",
          "blue-thin"
        ]
      }
    },
    {
      "caption": {
        "en": "Both true figures stand together: the mission holds. Press \"End movement\"."
      },
      "expect": {
        "type": "endMovement"
      },
      "example": [
        {
          "type": "endMovement",
          "seat": "red"
        }
      ],
      "mistake": {
        "en": "press \"End movement\"."
      }
    },
    {
      "caption": {
        "en": "Declare! Press \"Mission accomplished!\" and name blue as your partner. (You may declare before resolving the meeting.)"
      },
      "expect": {
        "type": "declare",
        "partner": "blue"
      },
      "example": [
        {
          "type": "declare",
          "seat": "red",
          "partner": "blue"
        }
      ],
      "mistake": {
        "en": "declare \"Mission accomplished!\" naming blue: blue showed you it is Colonel Bubble."
      }
    },
    {
      "caption": {
        "en": "Blue shakes your hand: you are partners and the mission holds. You win! Now play a real game, or replay the tutorial."
      },
      "actions": [
        {
          "type": "handshake",
          "seat": "blue",
          "accept": true
        }
      ]
    }
  ]
};
