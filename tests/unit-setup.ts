// A console.error during a unit test is a failure, not noise.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error called: ${args.map(String).join(' ')}`);
};
