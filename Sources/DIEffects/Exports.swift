// Users of DIEffects see DICore's keys, scopes, errors and overrides without a second import.
@_exported import DICore
