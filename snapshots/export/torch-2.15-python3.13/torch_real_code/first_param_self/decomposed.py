run_decompositions failed
step: run_decompositions
TypeError: too many positional arguments
