module @jit_zip_lists attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.add %arg0, %arg3 : tensor<i32>
    %1 = stablehlo.add %arg1, %arg4 : tensor<i32>
    %2 = stablehlo.add %arg2, %arg5 : tensor<i32>
    return %0, %1, %2 : tensor<i32>, tensor<i32>, tensor<i32>
  }
}
