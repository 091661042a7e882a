// Users of DIWiring see the keys, lifetimes and errors its reports name without a second import.
@_exported import DICore
