export type DecisionRecord = {
  file: string;
  number: string;
  headingNumber: string | null;
  title: string | null;
  blankAfterTitle: boolean;
  status: string | null;
};
export const DECISIONS_DIR: string;
export const INDEX_FILE: string;
export const STATUS: RegExp;
export function readRecords(dir?: string): DecisionRecord[];
export function indexText(records?: DecisionRecord[]): string;
