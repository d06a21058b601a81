// Before the browser specs: the bridge they start is bundled once (helpers/bridgeBundle.ts).
import { bundleBridge } from './helpers/bridgeBundle';
import { repoRoot } from './helpers/bridge';

export default async function globalSetup() {
  process.env.ROLODECK_E2E_BRIDGE = await bundleBridge(repoRoot);
}
