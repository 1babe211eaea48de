import { createModalStack, modalId } from './modals';

function ContactModal() {
  return null;
}

class BookingModal {
  static displayName = 'CalendarBooking';
}

describe('modal ids (product rules §4)', () => {
  it('is the given id or the component name', () => {
    expect(modalId('newsletter')).toBe('newsletter');
    expect(modalId(ContactModal)).toBe('ContactModal');
    expect(modalId(BookingModal)).toBe('CalendarBooking');
    expect(modalId({ displayName: 'Memo(Quiz)' })).toBe('Memo(Quiz)');
  });

  it('cannot be derived from an anonymous component', () => {
    expect(() =>
      modalId(
        (
          () => () =>
            null
        )(),
      ),
    ).toThrow('displayName or a name');
    expect(() => modalId('')).toThrow('must not be empty');
  });
});

describe('createModalStack (product rules §4)', () => {
  it('stacks opened modals and reports the top one', () => {
    const modals = createModalStack();
    expect(modals.top()).toBeUndefined();
    modals.open('menu');
    expect(modals.open(ContactModal)).toBe('ContactModal');
    expect(modals.top()).toBe('ContactModal');
    expect(modals.isOpen(ContactModal)).toBe(true);
    expect(modals.isOpen('ContactModal')).toBe(true);
    expect(modals.isOpen('quiz')).toBe(false);
    expect(modals.list()).toEqual(['menu', 'ContactModal']);
  });

  it('moves a modal opened again to the top instead of stacking it twice', () => {
    const modals = createModalStack();
    modals.open('a');
    modals.open('b');
    modals.open('a');
    expect(modals.list()).toEqual(['b', 'a']);
  });

  it('closes by id or component, or the top one without an argument', () => {
    const modals = createModalStack();
    modals.open('menu');
    modals.open(ContactModal);
    modals.open('quiz');
    expect(modals.close(ContactModal)).toBe(true);
    expect(modals.list()).toEqual(['menu', 'quiz']);
    expect(modals.close()).toBe(true);
    expect(modals.top()).toBe('menu');
    expect(modals.close('quiz')).toBe(false);
  });

  it('closeAll empties the stack and subscribers hear each change', () => {
    const modals = createModalStack();
    const seen: (readonly string[])[] = [];
    const unsubscribe = modals.subscribe((stack) => seen.push(stack));
    modals.open('a');
    modals.open('b');
    modals.closeAll();
    unsubscribe();
    modals.open('c');
    expect(seen).toEqual([['a'], ['a', 'b'], []]);
    expect(modals.top()).toBe('c');
  });
});
