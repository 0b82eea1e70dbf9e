// A remote is consumed through remoteEntry.js; this entry only gives webpack a start point.
export {};
