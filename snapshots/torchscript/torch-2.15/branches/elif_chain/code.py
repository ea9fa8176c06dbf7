def elif_chain(n: int) -> int:
  if torch.lt(n, 0):
    r = -1
  else:
    if torch.eq(n, 0):
      r0 = 0
    else:
      if torch.lt(n, 10):
        r1 = 1
      else:
        r1 = 2
      r0 = r1
    r = r0
  return r
