// Some basic UX interactions with an index.
mod basic;
// At present, many features of ripgrep are not allowed when using indexing.
// Ideally some or many of these restrictions will be lifted over time.
mod disallowed;
