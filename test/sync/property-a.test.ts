// Randomized sync scenarios under the proxy's default faults (100 per run; part B adds 100 more).
import { propertySuite } from './helpers/property-suite';

propertySuite('a');
