import { SCRIPT_PROTOCOL } from './embed-script/protocol';
import { SCRIPT_SESSION } from './embed-script/session';
import { SCRIPT_SETUP } from './embed-script/setup';
import { SCRIPT_VISUALS } from './embed-script/visuals';

/**
 * The browser side of the emulated report host, served as /embed/embed.js (plain ES2017, no
 * build step). It answers powerbi-client's postMessage protocol: requests arrive as
 * { method, url, headers: { id, uid, ... }, body } and get { statusCode, statusText, headers: { id }, body };
 * events go to the host as POST /reports/{uid}/events/{name}.
 */
export const EMBED_CLIENT_SCRIPT = `(function () {${SCRIPT_SETUP}${SCRIPT_VISUALS}${SCRIPT_SESSION}${SCRIPT_PROTOCOL}})();
`;

export { EMBED_STYLES } from './embed-script/styles';
