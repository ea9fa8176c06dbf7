def for_over_list(xs: List[int]) -> int:
  total = 0
  for _0 in range(torch.len(xs)):
    x = xs[_0]
    total = torch.add(total, x)
  return total
