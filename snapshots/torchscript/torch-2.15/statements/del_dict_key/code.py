def del_dict_key(n: int) -> int:
  d = {"a": n, "b": torch.mul(2, n), "c": torch.mul(3, n)}
  torch.Delete(d, "a")
  _0 = torch.add(torch.add(d["b"], d["c"]), torch.len(d))
  return _0
