// Users of DIReader see DICore's keys, scopes, errors and overrides, and DIWiring's reports and trace,
// without a second import.
@_exported import DICore
@_exported import DIWiring
