def both_branches_define_two(a: int,
    b: int) -> int:
  if torch.lt(a, b):
    hi, lo = b, a
  else:
    hi, lo = a, b
  return torch.sub(hi, lo)
