/**
 * The client build `npm start` serves: rebuilt first when it is missing or older than its sources (unless
 * SKIP_CLIENT_BUILD=1), then read into memory. Without a build the server still serves the API.
 */
import { buildClient, clientBuildState, clientDirOf } from './client-build';
import { loadSiteFiles, type SiteFiles } from './site-files';

export interface PreparedClient {
  readonly site: SiteFiles | undefined;
  /** How long the build took, or null when none ran. */
  readonly buildMs: number | null;
}

export const prepareClient = async (projectRoot: string, options: { readonly skipBuild: boolean; readonly say: (line: string) => void }): Promise<PreparedClient> => {
  let buildMs: number | null = null;
  const state = await clientBuildState(projectRoot);
  if (!options.skipBuild && state.kind !== 'current') {
    options.say(state.kind === 'missing' ? 'Building the client (no build yet)…' : `Building the client (${state.newer} changed)…`);
    const started = performance.now();
    await buildClient(projectRoot);
    buildMs = performance.now() - started;
  } else if (state.kind === 'missing') {
    options.say('No client build in dist/client (SKIP_CLIENT_BUILD is set): serving the API only.');
    return { site: undefined, buildMs };
  }
  return { site: await loadSiteFiles(clientDirOf(projectRoot)), buildMs };
};
