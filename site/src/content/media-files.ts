import fs from 'fs';
import path from 'path';

/**
 * Copies the CMS media the site uses into `public/media`, so the static site does not depend on the
 * CMS at runtime. Files are cached by their (content-hashed) name across builds.
 */
export async function downloadMedia(
  files: Map<string, string>,
  cmsUrl: string,
  cacheDir: string,
  publicDir: string,
): Promise<number> {
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.mkdirSync(path.join(publicDir, 'media'), { recursive: true });
  for (const [localUrl, remoteUrl] of files) {
    const name = path.basename(localUrl);
    const cached = path.join(cacheDir, name);
    if (!fs.existsSync(cached)) {
      const url = /^https?:/.test(remoteUrl) ? remoteUrl : `${cmsUrl.replace(/\/+$/, '')}${remoteUrl}`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Media ${url} could not be downloaded: ${response.status}`);
      fs.writeFileSync(`${cached}.part`, Buffer.from(await response.arrayBuffer()));
      fs.renameSync(`${cached}.part`, cached);
    }
    fs.copyFileSync(cached, path.join(publicDir, 'media', name));
  }
  return files.size;
}
