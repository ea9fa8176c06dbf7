"""MindSpore's PIJit (``jit(capture_mode="bytecode")``): the driver, and its debug dumps read as graphs, breaks, guards."""
