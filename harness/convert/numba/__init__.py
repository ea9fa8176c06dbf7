"""Numba's ``@njit``: the driver, the text of its IR and LLVM IR with stable names, and framework-free views."""
