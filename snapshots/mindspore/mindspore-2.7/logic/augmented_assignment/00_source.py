def augmented_assignment(n: int) -> int:
    """Uses +=, *= and -= on one int variable."""
    x = n
    x += 3
    x *= 2
    x -= 1
    return x
