/**
 * Resolves in a task of its own, after what is queued now: a long piece of work split with it lets
 * the page answer input and paint between the pieces (a phone's first load, measured by its total
 * blocking time). A message to oneself, not a timeout: a background tab does not hold it back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
