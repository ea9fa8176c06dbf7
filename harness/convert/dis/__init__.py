"""CPython's compiler as a converter: the bytecode of a case's code object and of each one nested in it, per Python."""
