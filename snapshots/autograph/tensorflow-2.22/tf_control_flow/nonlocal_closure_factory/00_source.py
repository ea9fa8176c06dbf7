def bump(x):
    nonlocal calls
    calls = 1
    return x + calls
