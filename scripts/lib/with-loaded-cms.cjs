// For a script run in cms/ with the CMS's environment: loads the compiled CMS without listening, runs `task` with it,
// shuts it down and exits — 0 when the task resolved, 1 with its message when it threw.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

/** @param {(app: import('@strapi/strapi').Core.Strapi) => Promise<void>} task */
async function withLoadedCms(task) {
  const app = await createStrapi({ appDir: process.cwd(), distDir: path.join(process.cwd(), 'dist') }).load();
  let code = 0;
  try {
    await task(app);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    code = 1;
  } finally {
    await app.destroy();
  }
  process.exit(code);
}

module.exports = { withLoadedCms };
