module @jit_list_index_write_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.add %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.add %arg2, %0 : tensor<i32>
    return %arg0, %0, %1 : tensor<i32>, tensor<i32>, tensor<i32>
  }
}
