/** @jest-environment jsdom */
import { PAGE_TASKS, watchTasks } from './task-guard';

/** A page like the site's: cookie notice, a section with the token wizard's place, a contact form, the widget. */
function page(hash = '') {
  window.history.replaceState(null, '', `/defi/erc20/${hash}`);
  document.body.innerHTML = `
    <section data-consent-banner><form><input id="consent-analytics" type="checkbox"></form></section>
    <a id="intro-link" href="#intro">Intro</a>
    <section id="intro"><h1>ERC20</h1></section>
    <section id="token-generator"><div data-island="token-generator"><button id="wizard-next">Continue</button></div></section>
    <section id="contact"><div data-island="contact-form"><form><input id="name"></form></div></section>
    <div data-join-list><form><input id="join-email"></form></div>
    <div id="quiz-place"></div>`;
  return watchTasks(document, PAGE_TASKS);
}

const focus = (id: string) => document.getElementById(id)!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
const type = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('input', { bubbles: true }));
const goTo = (hash: string) => {
  window.history.replaceState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
};

test('a page nobody works on is not busy, whatever else the visitor focuses', () => {
  const busy = page();
  focus('intro-link');
  expect(busy()).toBe(false);
});

test('focusing the token wizard or typing into the contact form keeps the widget away for the page view', () => {
  const wizard = page();
  focus('wizard-next');
  expect(wizard()).toBe(true);
  focus('intro-link'); // leaving the task for a moment does not end it
  expect(wizard()).toBe(true);

  const contact = page();
  type('name');
  expect(contact()).toBe(true);
});

test('the cookie notice and the widget’s own form are not a task', () => {
  const busy = page();
  focus('consent-analytics');
  type('join-email');
  expect(busy()).toBe(false);
});

test('arriving at the anchor of a task, or following a link to one, counts as taking it up', () => {
  expect(page('#token-generator')()).toBe(true);
  expect(page('#intro')()).toBe(false);

  const busy = page();
  goTo('#intro');
  expect(busy()).toBe(false);
  goTo('#contact');
  expect(busy()).toBe(true);
});

test('an address with a malformed or unknown anchor is no task', () => {
  expect(page('#%E0%A4%A')()).toBe(false);
  expect(page('#no-such-part')()).toBe(false);
});

test('while the quiz clock runs the widget waits, and only then', () => {
  const busy = page();
  const clock = document.createElement('span');
  clock.setAttribute('role', 'timer');
  document.getElementById('quiz-place')!.append(clock);
  expect(busy()).toBe(true);
  clock.remove();
  expect(busy()).toBe(false);
});

test('while a task is in the viewport (the visitor scrolls to the form), scrolling does not open the widget', () => {
  const busy = page();
  const form = document.querySelector<HTMLElement>('[data-island="contact-form"]')!;
  const at = (top: number) => {
    form.getBoundingClientRect = () => new DOMRect(0, top, 600, 400);
  };
  at(window.innerHeight - 10); // its top edge just came into view
  expect(busy('scroll')).toBe(true);
  expect(busy('time')).toBe(false); // a visitor who lingers may still be asked
  at(window.innerHeight + 200); // still below the fold
  expect(busy('scroll')).toBe(false);
  at(-420); // scrolled past
  expect(busy('scroll')).toBe(false);
});
