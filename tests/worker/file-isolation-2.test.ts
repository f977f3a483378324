import { findsNothingThenLeavesEverything } from './file-isolation';

findsNothingThenLeavesEverything('file-isolation-2');
