/**
 * The reasons a member may give when reporting someone (SAFE-01: report-someone version 1), as
 * GET /v4/report/tree answers them. A report names one leaf by its id.
 */
export interface ReportReason {
  readonly id: string;
  readonly title: string;
  readonly children?: readonly ReportReason[];
}

export const REPORT_TREE_VERSION = 1;

export const REPORT_TREE: readonly ReportReason[] = [
  {
    id: 'fake',
    title: 'Fake profile or scam',
    children: [
      { id: 'fake_photos', title: 'Photos of someone else' },
      { id: 'scam', title: 'Asking for money or selling something' },
      { id: 'spam', title: 'Spam or advertising' },
    ],
  },
  {
    id: 'behaviour',
    title: 'Inappropriate behaviour',
    children: [
      { id: 'harassment', title: 'Harassment or threats' },
      { id: 'hate', title: 'Hate speech' },
      { id: 'sexual_content', title: 'Unwanted sexual content' },
      { id: 'offline', title: 'Something that happened offline' },
    ],
  },
  { id: 'underage', title: 'Under 18' },
  { id: 'other', title: 'Something else' },
];

const leaves = (reasons: readonly ReportReason[]): string[] => reasons.flatMap((reason) => (reason.children ? leaves(reason.children) : [reason.id]));

/** The ids a report may name. */
export const REPORT_REASON_IDS: ReadonlySet<string> = new Set(leaves(REPORT_TREE));
