def generator_of_squares(n):
    """A generator function (test_generators.py's gen1): the caller gets a generator, compared by its items."""
    for i in range(n):
        yield i * i
