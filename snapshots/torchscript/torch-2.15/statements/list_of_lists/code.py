def list_of_lists(n: int) -> List[List[int]]:
  rows = annotate(List[List[int]], [])
  for i in range(n):
    row = annotate(List[int], [])
    for j in range(torch.add(i, 1)):
      _0 = torch.append(row, torch.mul(i, j))
    _1 = torch.append(rows, row)
  return rows
