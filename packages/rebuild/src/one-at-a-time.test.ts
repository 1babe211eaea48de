import { oneAtATime } from './one-at-a-time';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that records when it starts and ends, and fails when told to. */
const recorder = () => {
  const events: string[] = [];
  const task =
    (name: string, ms: number, fails = false) =>
    async () => {
      events.push(`${name} start`);
      await wait(ms);
      events.push(`${name} end`);
      if (fails) throw new Error(`${name} failed`);
      return name;
    };
  return { events, task };
};

test('runs tasks one after the other, in the order given, each answering with its own result', async () => {
  const serial = oneAtATime();
  const { events, task } = recorder();
  expect(await Promise.all([serial(task('a', 30)), serial(task('b', 5)), serial(task('c', 1))])).toEqual([
    'a',
    'b',
    'c',
  ]);
  expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
});

test('a task that fails rejects its own caller and does not stop the next', async () => {
  const serial = oneAtATime();
  const { events, task } = recorder();
  const failing = serial(task('a', 5, true));
  const next = serial(task('b', 5));
  await expect(failing).rejects.toThrow('a failed');
  await expect(next).resolves.toBe('b');
  expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
});

test('after stop() the running task finishes; waiting and new tasks reject without starting', async () => {
  const serial = oneAtATime();
  const { events, task } = recorder();
  const running = serial(task('c', 30));
  const waiting = serial(task('d', 5));
  await wait(5); // c has started, d waits for it
  serial.stop();
  await expect(running).resolves.toBe('c');
  await expect(waiting).rejects.toThrow(/stopping/);
  await expect(serial(task('e', 1))).rejects.toThrow(/stopping/);
  expect(events).toEqual(['c start', 'c end']);
});
