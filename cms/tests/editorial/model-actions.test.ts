import { hideModelActions } from '../../src/admin/model-actions';

type Props = { collectionType?: string };
const action = (type: string) =>
  Object.assign((): unknown => ({ label: type }), { type, position: 'header' }) as ((props: Props) => unknown) & {
    type: string;
    position: string;
  };

describe('model actions in the edit view', () => {
  const actions = [action('edit-the-model'), action('configure-the-view'), action('delete')];
  const run = (permissions: string[] | null, collectionType = 'collection-types') =>
    hideModelActions(() => permissions && permissions.map((name) => ({ action: name })))(actions).map((a) =>
      a({ collectionType }),
    );

  it('are hidden from whoever lacks their permission, and while permissions are unknown', () => {
    expect(run([])).toEqual([null, null, { label: 'delete' }]);
    expect(run(null)).toEqual([null, null, { label: 'delete' }]);
    expect(run(['plugin::content-manager.explorer.update'])).toEqual([null, null, { label: 'delete' }]);
  });

  it('are shown to whoever holds their permission, keeping their type and position', () => {
    expect(run(['plugin::content-type-builder.read'])).toEqual([
      { label: 'edit-the-model' },
      null,
      { label: 'delete' },
    ]);
    expect(hideModelActions(() => [])(actions).map((a) => [a.type, a.position])).toEqual([
      ['edit-the-model', 'header'],
      ['configure-the-view', 'header'],
      ['delete', 'header'],
    ]);
  });

  it('"Configure the view" needs the permission of the kind of content shown', () => {
    const collection = ['plugin::content-manager.collection-types.configure-view'];
    expect(run(collection)[1]).toEqual({ label: 'configure-the-view' });
    expect(run(collection, 'single-types')[1]).toBeNull();
    expect(run(['plugin::content-manager.single-types.configure-view'], 'single-types')[1]).toEqual({
      label: 'configure-the-view',
    });
  });
});
