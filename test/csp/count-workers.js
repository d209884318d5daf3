// Counts the workers this page starts and the messages they send back (the real Worker, only counted).
window.workersStarted = 0;
window.workerAnswers = 0;
const RealWorker = window.Worker;
window.Worker = class CountedWorker extends RealWorker {
  constructor(...args) {
    super(...args);
    window.workersStarted++;
    this.addEventListener("message", () => window.workerAnswers++);
  }
};
