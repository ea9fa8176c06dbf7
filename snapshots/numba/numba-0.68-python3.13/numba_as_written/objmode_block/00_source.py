def objmode_block(a):
    """An ``objmode`` block (test_withlifting.py): lifted out and compiled in object mode, called from nopython code."""
    x = a.sum()
    with objmode(y="float64"):
        y = float(np.round(x * 2.0))
    return x + y
