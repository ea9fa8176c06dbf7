"""MindSpore ``jit``: its AST graph mode on CPU, pass by pass."""
