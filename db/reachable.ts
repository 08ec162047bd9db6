import fs from 'node:fs';
import path from 'node:path';

export interface Account {
  uid: number;
  gid: number;
}

/**
 * Whether `account` can reach `target`: every existing folder on the way must let it through (x bit),
 * the way PostgreSQL's own processes need when they run as a user other than the checkout's owner.
 */
export function isReachableBy(account: Account, target: string): boolean {
  let current = path.resolve(target);
  // Folders that do not exist yet will be created by (and owned by) the account's parent chain.
  while (!fs.existsSync(current)) current = path.dirname(current);
  for (;;) {
    const stat = fs.statSync(current);
    if (stat.isDirectory() && !canTraverse(stat, account)) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function canTraverse(stat: fs.Stats, account: Account): boolean {
  if (stat.uid === account.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === account.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}
