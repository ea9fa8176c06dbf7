"""Paddle ``to_static(full_graph=True)``: the driver, its transformer walk read from Paddle's own list, and framework-free views."""
