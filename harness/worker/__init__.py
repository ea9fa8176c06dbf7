"""The process boundary: the pool on the pytest side, the fork server, the child that converts one case, and what crosses between them."""
