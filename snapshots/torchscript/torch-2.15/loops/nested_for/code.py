def nested_for(rows: int,
    cols: int) -> int:
  total = 0
  for i in range(rows):
    total0 = total
    for j in range(cols):
      total1 = torch.add(total0, torch.mul(i, j))
      total0 = total1
    total = total0
  return total
