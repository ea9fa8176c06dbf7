def builtin_len_range(xs: List[int]) -> int:
  total = 0
  for i in range(torch.len(xs)):
    total0 = torch.add(total, torch.mul(xs[i], i))
    total = total0
  return total
