def pass_in_branch(n: int) -> int:
  if torch.gt(n, 0):
    n0 = n
  else:
    n0 = torch.neg(n)
  return n0
