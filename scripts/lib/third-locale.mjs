// A throw-away third language for `npm test`: the working tree copied to a scratch folder, languages added there by
// the recipe of docs/adding-a-locale.md (`npm run locale:add`), then the checks a developer runs before translating —
// the type check, the i18n check and every unit test — in that copy. Whatever lists languages by hand instead of
// deriving them from LOCALES fails here, not in the next developer's first hour. Two languages are added: one marked
// for translation as `locale:add` leaves it (the site must not offer it, nor show a placeholder anywhere) and one
// copied without marks (`--no-mark`, as if translated: the site offers it on every route). Which ones changes with
// the commit, so every spare language is tried over time. Nothing of the copy is ever committed; the caller removes
// the folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Languages a throw-away copy may add (all known to Node's Intl; the site has none of them). */
export const SPARE_LOCALES = ['fr', 'it', 'es', 'nl'];

/**
 * The two languages the copy adds: `marked` (placeholders, left as `locale:add` leaves it) and `translated` (copied
 * without marks). `marked` is the spare language the commit hash picks (its first eight hex digits, modulo the
 * spares LOCALES does not have), or `forced` (`THIRD_LOCALE=xx`, any language code `locale:add` accepts);
 * `translated` is the next spare after it. The same commit always tries the same languages.
 * @param {readonly string[]} existing the codes LOCALES has
 * @param {string} commit the commit hash (hex)
 * @param {string} [forced]
 * @returns {{ marked: string, translated: string }}
 */
export function pickThirdLocales(existing, commit, forced) {
  const spares = SPARE_LOCALES.filter((code) => !existing.includes(code));
  if (forced !== undefined && existing.includes(forced))
    throw new Error(`THIRD_LOCALE=${forced} is in LOCALES already`);
  if (spares.length < 2) throw new Error(`fewer than two spare languages (${SPARE_LOCALES.join(', ')}) left`);
  const index = Number.parseInt(commit.slice(0, 8), 16);
  if (!Number.isFinite(index)) throw new Error(`"${commit}" is not a commit hash`);
  const marked = forced ?? spares[index % spares.length];
  const at = spares.indexOf(marked);
  const translated = at >= 0 ? spares[(at + 1) % spares.length] : spares[index % spares.length];
  return { marked, translated };
}

/** The commit the working tree at `root` is on (its hash), which picks the languages. */
export const commitOf = (root) => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();

/**
 * Copies the files git knows (tracked, or new and not ignored) from `root` to `dir` as they are in the working
 * tree, and the packages' compiled output, with their times, so only what the new language changes is compiled
 * again. Installed dependencies are linked, not copied; the workspaces' own links (`@app/*`) point into the copy.
 */
export function copyWorkingTree(root, dir) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // Deleted in the working tree but not yet in git: not copied.
  const files = listed.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const source = path.join(root, file);
    // A link stays a link (cpSync would refuse one that points to a folder).
    if (fs.lstatSync(source).isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), path.join(dir, file));
    else fs.cpSync(source, path.join(dir, file), { preserveTimestamps: true });
  }
  // A repository of its own, with the same files tracked (tests read `git ls-files`).
  execFileSync('git', ['init', '--quiet'], { cwd: dir });
  execFileSync('git', ['add', '--pathspec-from-file=-', '--pathspec-file-nul'], { cwd: dir, input: files.join('\0') });
  const packages = path.join(root, 'packages');
  for (const name of fs.readdirSync(packages)) {
    const dist = path.join(packages, name, 'dist');
    if (fs.existsSync(dist)) {
      fs.cpSync(dist, path.join(dir, 'packages', name, 'dist'), { recursive: true, preserveTimestamps: true });
    }
  }
  linkDependencies(root, dir);
}

function linkDependencies(root, dir) {
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  for (const entry of fs.readdirSync(modules)) {
    const target = path.join(dir, 'node_modules', entry);
    if (entry !== '@app') {
      fs.symlinkSync(path.join(modules, entry), target);
      continue;
    }
    fs.mkdirSync(target);
    for (const workspace of fs.readdirSync(path.join(modules, entry))) {
      // Relative links (../../packages/routing) resolve inside the copy.
      fs.symlinkSync(fs.readlinkSync(path.join(modules, entry, workspace)), path.join(target, workspace));
    }
  }
  // Dependencies npm kept beside one workspace (versions the others do not share).
  const workspaces = ['cms', 'site', ...fs.readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}`)];
  for (const workspace of workspaces) {
    const own = path.join(root, workspace, 'node_modules');
    if (fs.existsSync(own) && fs.existsSync(path.join(dir, workspace))) {
      fs.symlinkSync(own, path.join(dir, workspace, 'node_modules'));
    }
  }
}

/**
 * Unit tests that check the words of each language — a page title's length with the company name, the legal
 * facts and promises the guide states in that language, a translation that does not repeat the English, the
 * privacy policy naming the cookie notice's labels. A machine-made placeholder ("[FR] " + English) cannot pass
 * them, and they name what is missing when a real translation lacks it; the throw-away language leaves them out
 * (they run for every language of LOCALES in the unit step).
 */
export const WORDING_TESTS = [
  'titles fit the template and descriptions are 120–160 characters',
  'has every chapter heading of its language and none of the others',
  'promises an answer within one working day, never two',
  'states the legal facts of product rules §9',
  'each category of the cookie notice by the label the notice shows',
  "lists the contact form's required and optional fields as the form schema does",
  'the retention job keeps',
  'describes the newsletter as the sign-up forms do',
];

/** Jest's `--testNamePattern` for every test but those of WORDING_TESTS. */
export const allButWordingTests = () =>
  `^(?!.*(?:${WORDING_TESTS.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}))`;
