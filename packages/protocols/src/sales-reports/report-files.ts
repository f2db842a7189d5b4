// DSR file names (DDEX's convention, `DSR_<recipient>_<sender>_<service>_<period>_<territory>_<N>of<M>_<created>.tsv`,
// gzipped as `.tsv.gz`) and the grouping of a report's files, so that a report is imported only once it is whole.

export type ReportFileName = {
  /** MessageRecipient: a DPID or a name (the recipient comes first in DDEX's convention and in its samples). */
  recipient: string;
  /** MessageSender. */
  sender: string;
  service: string;
  /** ISO 8601 period as written: `2020-06-01--2020-06-30`, `2015-Q4`, `2015-02`, `2015`. */
  period: string;
  /** ISO country, a TIS code, `Worldwide`, `multi`; null when the name leaves it empty. */
  territory: string | null;
  fileNumber: number;
  numberOfFiles: number;
  /** ISO date-time (UTC) of the MessageCreatedDateTime part. */
  createdAt: string;
  isGzip: boolean;
};

const PERIOD_PATTERN = /^\d{4}(-\d{2,3}|-\d{2}-\d{2}(--\d{4}-\d{2}-\d{2})?|-Q\d)?$/;
const FILE_OF_FILES_PATTERN = /^(\d+)of(\d+)$/;
const CREATED_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/;

/** The parts of a DSR file name (a path is fine: its folders are ignored); null when it does not follow the convention. */
export function parseReportFileName(name: string): ReportFileName | null {
  const baseName = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const isGzip = /\.tsv\.gz$/i.test(baseName);
  if (!isGzip && !/\.tsv$/i.test(baseName)) return null;
  const parts = baseName.slice(0, baseName.length - (isGzip ? 7 : 4)).split('_');
  // A service description holding `_` would shift the rest: take it as what lies between sender and period.
  if (parts.length < 8 || parts[0] !== 'DSR') return null;
  const [recipient = '', sender = ''] = parts.slice(1, 3);
  const [period = '', territory = '', fileOfFiles = '', created = ''] = parts.slice(-4);
  const service = parts.slice(3, -4).join('_');
  const counts = FILE_OF_FILES_PATTERN.exec(fileOfFiles);
  const time = CREATED_PATTERN.exec(created);
  if (!recipient || !sender || !service || !PERIOD_PATTERN.test(period) || !counts || !time) return null;
  const [fileNumber, numberOfFiles] = [Number(counts[1]), Number(counts[2])];
  if (fileNumber < 1 || fileNumber > numberOfFiles) return null;
  const [, year, month, day, hours, minutes, seconds] = time;
  const createdAt = `${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return {
    recipient,
    sender,
    service,
    period,
    territory: territory === '' ? null : territory,
    fileNumber,
    numberOfFiles,
    createdAt,
    isGzip,
  };
}

/** The files of one report: same recipient, sender, service, period, territory, M and creation time. */
export type ReportFileGroup = {
  recipient: string;
  sender: string;
  service: string;
  period: string;
  territory: string | null;
  createdAt: string;
  numberOfFiles: number;
  /** By file number; a number may appear twice (`.tsv` and `.tsv.gz` of the same file). */
  files: { fileNumber: number; name: string }[];
  /** File numbers from 1 to M that no file has. */
  missing: number[];
  /** True when every file from 1 to M is there. */
  isComplete: boolean;
};

const groupKeyOf = (file: ReportFileName): string =>
  [
    file.recipient,
    file.sender,
    file.service,
    file.period,
    file.territory ?? '',
    file.numberOfFiles,
    file.createdAt,
  ].join('\u0000');

/** Groups DSR file names into reports (`1of2` with `2of2`) and says which are complete; other names come back apart. */
export function groupReportFiles(names: string[]): { reports: ReportFileGroup[]; unrecognized: string[] } {
  const groups = new Map<string, ReportFileGroup>();
  const unrecognized: string[] = [];
  for (const name of names) {
    const file = parseReportFileName(name);
    if (!file) {
      unrecognized.push(name);
      continue;
    }
    const key = groupKeyOf(file);
    const { fileNumber, isGzip: _isGzip, ...report } = file;
    const group = groups.get(key) ?? { ...report, files: [], missing: [], isComplete: false };
    group.files.push({ fileNumber, name });
    groups.set(key, group);
  }
  const reports = [...groups.values()].map((group) => {
    const files = group.files.toSorted((a, b) => a.fileNumber - b.fileNumber || a.name.localeCompare(b.name));
    const present = new Set(files.map((file) => file.fileNumber));
    const missing = Array.from({ length: group.numberOfFiles }, (_, index) => index + 1).filter((n) => !present.has(n));
    return { ...group, files, missing, isComplete: missing.length === 0 };
  });
  return { reports, unrecognized };
}
