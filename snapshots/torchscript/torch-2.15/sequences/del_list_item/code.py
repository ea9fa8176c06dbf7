def del_list_item(xs: List[int]) -> List[int]:
  ys = torch.list(xs)
  torch.Delete(ys, 1)
  return ys
