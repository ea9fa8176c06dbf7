"""The process boundary: the pool, the fork servers, their fresh children and warm workers, and what crosses between them."""
