def del_local_name(n: int) -> int:
  tmp = torch.mul(n, 2)
  return torch.add(tmp, 1)
