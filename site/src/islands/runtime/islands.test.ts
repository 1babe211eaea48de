/** @jest-environment jsdom */
import { mountIsland } from './mount';
import { startIslands } from './islands';

jest.mock('./mount', () => ({ mountIsland: jest.fn() }));

const mount = mountIsland as jest.MockedFunction<typeof mountIsland>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A hydrated island (the insight list's place) whose React commits when the test says so. */
function hydratedIsland() {
  document.body.innerHTML = `
    <div data-island="insight-list" data-mode="hydrate" data-when="interaction" data-props="{}">
      <button type="button" id="topic">DeFi</button><a id="page-link" href="/insight/?page=2">2</a>
    </div>`;
  const live = jest.fn();
  let commit = () => {};
  mount.mockImplementation(
    (container) =>
      new Promise((resolve) => {
        commit = () => {
          // What React's hydration does: the controls' handlers exist from now on.
          container.querySelector('#topic')!.addEventListener('click', () => live('topic'));
          resolve({} as Awaited<ReturnType<typeof mountIsland>>);
        };
      }),
  );
  startIslands(document);
  return { live, commit: () => commit() };
}

afterEach(() => mount.mockReset());

test('the first tap on a hydrated island is held until React is live, then replayed once', async () => {
  const { live, commit } = hydratedIsland();
  const first = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('topic')!.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  await settle();
  expect(mount).toHaveBeenCalledTimes(1); // the tap started the island
  expect(live).not.toHaveBeenCalled();
  commit();
  await settle();
  expect(live).toHaveBeenCalledTimes(1);
  expect(live).toHaveBeenCalledWith('topic');
});

test('a link tapped before the island is live does not leave the page meanwhile; once live, clicks pass', async () => {
  const { commit } = hydratedIsland();
  const early = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('page-link')!.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  await settle();
  commit();
  await settle();
  const later = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('topic')!.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});
