import { hideModelActions } from '../../src/admin/model-actions';

const action = (type: string) => Object.assign(() => ({ label: type }), { type, position: 'header' });

describe('model actions in the edit view', () => {
  const actions = [action('edit-the-model'), action('configure-the-view'), action('delete')];
  const run = (may: (permission: string) => boolean | null) =>
    hideModelActions(may)(actions).map((a) => (a as () => unknown)());

  it('are hidden from whoever lacks their permission, and while permissions are unknown', () => {
    expect(run(() => false)).toEqual([null, null, { label: 'delete' }]);
    expect(run(() => null)).toEqual([null, null, { label: 'delete' }]);
  });

  it('are shown to whoever holds their permission, keeping their type and position', () => {
    const granted = new Set(['plugin::content-type-builder.read']);
    expect(run((p) => granted.has(p))).toEqual([{ label: 'edit-the-model' }, null, { label: 'delete' }]);
    expect(hideModelActions(() => true)(actions).map((a) => [a.type, a.position])).toEqual([
      ['edit-the-model', 'header'],
      ['configure-the-view', 'header'],
      ['delete', 'header'],
    ]);
  });
});
