def conditional_expression_in_loop(n: int) -> int:
  total = 0
  for i in range(n):
    if torch.eq(torch.remainder(i, 2), 0):
      _0 = i
    else:
      _0 = torch.neg(i)
    total = torch.add(total, _0)
  return total
