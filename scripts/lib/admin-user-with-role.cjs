// Run by `npm run cms:admin -- … --role "<role name>"` (cwd: cms/, the CMS environment): loads the compiled CMS,
// creates an active admin user with that role (e.g. "Content editor", "Translator (German)", "Inbox") and exits.
// Arguments: <email> <password> <firstname> <lastname> <role name>.
const { withLoadedCms } = require('./with-loaded-cms.cjs');

const [email, password, firstname, lastname, roleName] = process.argv.slice(2);

withLoadedCms(async (app) => {
  const roles = await app.service('admin::role').find({});
  const role = roles.find((r) => r.name.toLowerCase() === String(roleName).toLowerCase());
  if (!role) throw new Error(`no role "${roleName}"; roles: ${roles.map((r) => r.name).join(', ')}`);
  if (await app.service('admin::user').exists({ email: email.toLowerCase() })) {
    throw new Error(`a user ${email} exists already`);
  }
  await app.service('admin::user').create({ email, password, firstname, lastname, isActive: true, roles: [role.id] });
  console.log(`✔ ${email} (${role.name}) can now log in at the CMS admin (/admin).`);
});
